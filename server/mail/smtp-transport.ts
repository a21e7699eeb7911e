// The SMTP adapter (product.md D6: SMTP_URL). The only module that knows nodemailer.
import nodemailer from 'nodemailer';

export interface MailTransport {
  send(mail: {
    to: string;
    subject: string;
    text: string;
    html?: string | null;
    attachments: { filename: string; contentType: string; content: string }[];
    headers?: Record<string, string>;
  }): Promise<void>;
  close(): void;
}

export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url, { from });
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers && Object.keys(mail.headers).length ? { headers: mail.headers } : {}),
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content, 'base64'),
        })),
      });
    },
    close: () => transporter.close(),
  };
}
