// POST /api/signup (product.md §3, §4, §5): creates the customer, or for an address
// already known fills in only what was blank and subscribes it again. The
// reply is the same either way, so a sign-up never reveals who is a member;
// the difference shows only in the e-mail, which goes to the address's owner.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { DEFAULT_BIRTH_YEAR } from '../../contract/birthday.ts';
import type { signUpRequestSchema } from '../../contract/customers.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import { invalid } from '../domain/domain-error.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { createCustomerRepository } from './customer-repository.ts';
import { customerLinks, welcomeMail } from './marketing-mail.ts';
import { readSiteName } from '../content/site-name.ts';
import { writeTogether } from '../db/write-together.ts';
import { consentInsert, subscribedByEmail } from '../consent/consent.ts';
import { guestIdentityWrites } from '../guests/guest-identity.ts';

export type SignUpInput = z.output<typeof signUpRequestSchema>;

const pad = (n: number) => String(n).padStart(2, '0');
export const birthdayToIso = (b: SignUpInput['birthday']) =>
  `${String(b.year ?? DEFAULT_BIRTH_YEAR).padStart(4, '0')}-${pad(b.month)}-${pad(b.day)}`;

export interface SignUpDeps {
  db: Db;
  content: ContentService;
  publicUrl: string;
  now?: () => Date;
}

export function createSignUpService(deps: SignUpDeps) {
  const now = deps.now ?? (() => new Date());
  const repo = createCustomerRepository(deps.db);
  return {
    /** Returns the customer's guid (for the caller's logs and tests; never sent to the browser). */
    async signUp(input: SignUpInput, source = 'sign-up'): Promise<string> {
      if (!(await deps.content.restaurantByStoreId(input.favouriteRestaurant))) {
        throw invalid('favouriteRestaurant', 'Please choose your favourite restaurant');
      }
      const siteName = (await readSiteName(deps.content)) ?? 'Casa Lumbre';
      const birthDate = birthdayToIso(input.birthday);
      return repo.transaction(async (customers, tx) => {
        let guid = await customers.insertIfNew({
          guid: randomUUID(),
          email: input.emailAddress,
          firstName: input.firstName,
          phoneNumber: input.phoneNumber,
          favRestaurantCode: input.favouriteRestaurant,
          birthDate,
          websiteSmsOptIn: input.acceptSMSTerms,
        });
        let returning = false;
        let firstName = input.firstName;
        if (!guid) {
          const known = await customers.byEmail(input.emailAddress);
          if (!known) throw new Error('customer vanished during sign-up');
          guid = known.guid;
          returning = await subscribedByEmail(tx, input.emailAddress);
          firstName = known.firstName || input.firstName;
          await customers.update(
            guid,
            {
              firstName,
              phoneNumber: known.phoneNumber || input.phoneNumber,
              favRestaurantCode: known.favRestaurantCode || input.favouriteRestaurant,
              birthDate: known.birthDate ?? birthDate,
              websiteSmsOptIn: known.websiteSmsOptIn || input.acceptSMSTerms,
            },
            now(),
          );
        }
        await customers.recordSignUp({
          id: randomUUID(),
          customerGuid: guid,
          source,
          acceptTerms: input.acceptTerms,
          acceptSmsTerms: input.acceptSMSTerms,
        });
        // Decision 044: a sign-up meets a guest; their profile is made with it when the address is new.
        // Signing up is also asking for offers by e-mail (and texts when ticked), recorded with when, where and how.
        const at = now();
        await writeTogether(tx, [
          ...guestIdentityWrites(tx, [{ email: input.emailAddress, name: firstName, phone: input.phoneNumber }]),
          consentInsert(tx, {
            email: input.emailAddress,
            channel: 'email',
            granted: true,
            at,
            source,
            method: 'signed up and accepted the terms',
          }),
          ...(input.acceptSMSTerms
            ? [
                consentInsert(tx, {
                  email: input.emailAddress,
                  channel: 'sms',
                  granted: true,
                  at,
                  source,
                  method: 'ticked the text messages box',
                }),
              ]
            : []),
        ]);
        await enqueueMail(
          tx,
          welcomeMail({ to: input.emailAddress, firstName, links: customerLinks(deps.publicUrl, guid), siteName, returning }),
        );
        return guid;
      });
    },
  };
}

export type SignUpService = ReturnType<typeof createSignUpService>;
