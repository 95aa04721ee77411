/**
 * The tables the site keeps (issue 55: a visitor's search alerts), as the query layer types them.
 * Dates are ISO 8601 strings in UTC, the same in SQLite and PostgreSQL.
 */
export interface Database {
  /** One search a visitor asked to hear of by e-mail: what is needed to send it, and nothing else. */
  alert: {
    id: string;
    email: string;
    /** The language of its mails and pages: fr, de or en. */
    language: string;
    /** The search, as the French address of its list with its canonical query (`/recherche?types=house`). */
    criteria: string;
    /** at-once, daily or weekly. */
    frequency: string;
    /** pending until its confirmation link is followed, then active or paused. */
    status: string;
    created_at: string;
    confirmed_at: string | null;
    last_sent_at: string | null;
    /** Deleted after this day unless the visitor asks to keep it (6 months after the last "keep"). */
    keep_until: string;
    /** Until when the listings were looked at for it: those new or cheaper since are its next mail. */
    checked_at: string | null;
    /** When it was told that it will be deleted soon (none since its last "keep"). */
    reminded_at: string | null;
  };
  /** The listings an alert has already mailed, so that none is mailed twice (its price then, for a fall). */
  alert_sent: {
    alert_id: string;
    reference: string;
    price: number | null;
    sent_at: string;
  };
  /**
   * The listings the site offered at its last looks (for sale or to let), with their price, so that a
   * new one or a cheaper one is told from the others, whatever the process that looks next.
   */
  listing_seen: {
    reference: string;
    /** CHF; 0 on request. A promotion's is its cheapest available lot. */
    price: number;
    first_seen_at: string;
    price_fell_at: string | null;
    /** Its price before its last fall. */
    price_before: number | null;
    /** When it was no longer offered (null while it is): forgotten some days later. */
    gone_at: string | null;
  };
  /** Work that one process of all does at a time (sending the alerts): who holds it, until when. */
  lease: {
    name: string;
    holder: string;
    until: string;
  };
}
