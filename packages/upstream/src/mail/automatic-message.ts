/**
 * The header fields of a message the site writes by itself (an import's report), not on behalf of
 * a visitor: `Auto-Submitted: auto-generated` (RFC 3834), which out-of-office and other automatic
 * responders read as "do not answer", and `X-Auto-Response-Suppress: All`, which Microsoft
 * Exchange and Outlook read the same way. A forwarded form gets neither: a broker answers it.
 */
export const AUTOMATIC_MESSAGE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "Auto-Submitted": "auto-generated",
  "X-Auto-Response-Suppress": "All",
});
