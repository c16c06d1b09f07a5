import { createServerFn } from '@tanstack/react-start';
import type { ContactSendResult } from '#domain/contact-form.schema.ts';
import { ContactSubmissionSchema, contactMessages } from '#domain/contact-form.schema.ts';
import { log } from '#server/log/logger.ts';
import { createContactRequest } from '../client/contact.client.ts';
import { isHttpError } from '../client/http-error.ts';
import { publicClient } from './session.server.ts';

/**
 * Sends the /contact form to POST /crud/contact-requests (issue 9). The public client carries the
 * visitor's address, so the API's per-address limit counts visitors, not this server. Never throws
 * for an API failure: the form keeps its content and shows the sentence with the phone number.
 */
export const sendContactRequest = createServerFn({ method: 'POST' })
  .validator(ContactSubmissionSchema)
  .handler(async ({ data }): Promise<ContactSendResult> => {
    try {
      await createContactRequest(publicClient(), {
        ...data,
        phone: data.phone || undefined,
        department: data.department || undefined,
      });
      return { ok: true };
    } catch (error) {
      if (isHttpError(error, 429)) return { ok: false, message: contactMessages.throttled };
      log().error({ event: 'contact.failed', err: error }, 'contact request sending failed');
      return { ok: false, message: contactMessages.sendFailed };
    }
  });
