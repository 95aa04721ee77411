import { parseUpstreamEnv } from "@rli/upstream/env";
import { describe, expect, it } from "vitest";
import { PUBLISHED_MAIL_RETENTION_DAYS } from "~/components/forms/FormPrivacyNote";
import { privacyNoteTexts } from "~/forms/privacy-note.server";

const formPurposes = privacyNoteTexts.fr.purposes;

/** What the notes beside the send buttons publish, checked against what the mail route does. */
describe("FormPrivacyNote's published facts", () => {
  it("states the mail route's default retention (MAIL_RETENTION_DAYS)", () => {
    expect(PUBLISHED_MAIL_RETENTION_DAYS).toBe(parseUpstreamEnv({}).MAIL_RETENTION_DAYS);
  });

  it("gives each form a purpose that completes « uniquement pour … » as one clause", () => {
    for (const [form, purpose] of Object.entries(formPurposes)) {
      expect(purpose, form).toMatch(/^[a-zéèê][^.;:!?]*[a-z]$/);
    }
    expect(formPurposes.application).toBe("étudier votre candidature pour ce logement et vous répondre");
  });
});
