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
    /** The search, as the canonical query of the results page (`types=house&budget=…`). */
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
  };
  /** The listings an alert has already mailed, so that none is mailed twice (its price then, for a fall). */
  alert_sent: {
    alert_id: string;
    reference: string;
    price: number | null;
    sent_at: string;
  };
}
