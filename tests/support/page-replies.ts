// What a page's loader or action answered, read the same way by every console page test: its data, its status
// (a thrown 404 or 403 page included, once settled), whether it came as data or as a Response.
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';

/** The data a loader or action returned. */
export const bodyOf = <T>(r: unknown) => (r as DataWithResponseInit<T>).data;

/** Its HTTP status: a Response's, or the data's init (200 when none was set). */
export const statusOf = (r: unknown) => (r instanceof Response ? r.status : ((r as DataWithResponseInit<unknown>).init?.status ?? 200));

/** What a loader threw (its 404 or 403 page), or what it returned. */
export const settle = (p: Promise<unknown>): Promise<unknown> => p.catch((e: unknown) => e);
