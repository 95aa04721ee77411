/**
 * Days after which the copies left by the mail route (refused messages, `.eml` of the outbox) are
 * deleted, as the forms' notes and the privacy policy publish it: the default of MAIL_RETENTION_DAYS
 * (packages/upstream/src/env.ts). A deployment that changes it changes this text too.
 */
export const PUBLISHED_MAIL_RETENTION_DAYS = 30;
