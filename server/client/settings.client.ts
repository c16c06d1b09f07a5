import * as v from 'valibot';
import type { RestClient } from './rest-client.ts';

/** The site's security settings (our API's extension of SPEC §7, issue 23): administrators only. */
export const SecuritySettingsSchema = v.object({ requireTwoFactor: v.boolean() });
export type SecuritySettings = v.InferOutput<typeof SecuritySettingsSchema>;

export const getSecuritySettings = (client: RestClient) =>
  client.request(SecuritySettingsSchema, 'GET', '/settings/security', { auth: true });

/**
 * PUT /settings/security. 409 `conflict` when turning on the requirement from an account that
 * has no second factor itself; 403 for an éditeur.
 */
export const putSecuritySettings = (client: RestClient, settings: SecuritySettings) =>
  client.request(SecuritySettingsSchema, 'PUT', '/settings/security', {
    json: settings,
    auth: true,
  });
