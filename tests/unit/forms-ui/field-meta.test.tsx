import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { CheckboxField, ErrorMessage, TextField } from "~/components/forms/Field";
import { resultFields } from "~/forms/field-meta";

describe("fields drawn from a server reply", () => {
  const reply = {
    status: "error" as const,
    initialValue: { email: "claire@", rgpd: "on" },
    error: { email: ["Veuillez entrer une adresse email valide.", "autre"], "": ["Envoi impossible"] },
  };

  it("keep what was typed and the errors, with conform's ids", () => {
    const { form, fields } = resultFields("contact", ["email", "rgpd", "city"] as const, {
      result: reply,
      constraint: { email: { required: true, maxLength: 200 } },
    });
    expect(form).toEqual({ id: "contact", errorId: "contact-error", errors: ["Envoi impossible"] });
    expect(fields.email).toMatchObject({
      id: "contact-email",
      errorId: "contact-email-error",
      initialValue: "claire@",
      required: true,
      maxLength: 200,
    });
    expect(fields.city.errors).toBeUndefined();
  });

  it("start from the defaults without a reply", () => {
    const { fields } = resultFields("contact", ["country"] as const, { defaultValue: { country: "CH" } });
    expect(fields.country.initialValue).toBe("CH");
  });

  it("show the first error only, under the field, referenced by the control", () => {
    const { fields } = resultFields("contact", ["email", "rgpd"] as const, { result: reply });
    const html = renderToStaticMarkup(<TextField meta={fields.email} label="E-mail" type="email" />);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="contact-email-error"');
    expect(html).toContain('<p id="contact-email-error"');
    expect(html).toContain("Veuillez entrer une adresse email valide.</p>");
    expect(html).not.toContain("autre");
    expect(html).toContain('value="claire@"');
    expect(renderToStaticMarkup(<CheckboxField meta={fields.rgpd} label="J'accepte" />)).toContain('checked=""');
    expect(renderToStaticMarkup(<ErrorMessage meta={{ ...fields.rgpd, errors: undefined }} />)).toBe("");
  });
});
