import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { UnavailableError } from "~/api/errors";
import { messages } from "@rli/contract/forms/messages";
import { SUBMISSION_TOKEN_FIELD } from "~/forms/submission-token.server";
import { submitForm } from "~/forms/submit-form.server";
import { createSendLimiter } from "~/http/send-limit.server";
import { HONEYPOT_NAME_FIELD, withHoneypot } from "../../support/honeypot";
import { captureLog } from "../../support/log";

const schema = z.object({ email: z.string({ required_error: messages.required }).email(messages.email) });

function post(fields: Record<string, string>): Request {
  return new Request("http://localhost/formulaire", { method: "POST", body: new URLSearchParams(fields) });
}

/** A visitor of its own, so that the send limit of one test never touches another. */
function visitor() {
  return { context: { clientAddress: randomUUID() } };
}

/** The message a valid form sends, as the pipeline takes it. */
type Outgoing = Extract<Awaited<ReturnType<Parameters<typeof submitForm>[0]["message"]>>, { send: unknown }>;

/** The form posted by a visitor of its own (or the given one), sent with `send`; the route redirects once sent. */
function form(
  fields: Record<string, string>,
  {
    send = vi.fn(async () => ({ data: { sent: true as const } })),
    context = visitor().context,
    problem,
  }: { send?: Outgoing["send"]; context?: { clientAddress: string }; problem?: Outgoing["problem"] } = {},
) {
  const sent = vi.fn(async () => new Response(null, { status: 302, headers: { Location: "/merci" } }));
  const email = `${randomUUID()}@example.ch`;
  const answer = submitForm({
    request: post({ email, ...fields }),
    context,
    schema,
    emailField: "email",
    message: (value) => ({ content: value, email: value.email, send, sent, problem }),
  });
  return { answer, send, sent };
}

/** The status and the form errors of an answer that shows the form again. */
function shown(answer: unknown) {
  const { data, init } = answer as { data: { result: { error?: Record<string, string[]> } }; init: ResponseInit };
  return { status: init.status, errors: data.result.error };
}

describe("the form pipeline", () => {
  it("sends a valid form and answers what the route gives once sent", async () => {
    const { answer, send, sent } = form(withHoneypot({}));
    const response = (await answer) as Response;
    expect(response.status).toBe(302);
    expect(send).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it("sends a form posted twice with its token only once", async () => {
    const send = vi.fn(async () => ({ data: { sent: true as const } }));
    const fields = withHoneypot({ email: "deux-fois@example.ch", [SUBMISSION_TOKEN_FIELD]: randomUUID() });
    const context = visitor().context;
    const run = () => form(fields, { send, context }).answer;
    expect(((await run()) as Response).status).toBe(302);
    expect(((await run()) as Response).status).toBe(302);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("refuses a filled trap with the neutral form error, sending nothing", async () => {
    const { answer, send } = form(withHoneypot({ [HONEYPOT_NAME_FIELD]: "robot" }));
    expect(shown(await answer)).toEqual({ status: 400, errors: { "": [messages.formHasErrors] } });
    expect(send).not.toHaveBeenCalled();
  });

  it("shows invalid fields again with their message, sending nothing", async () => {
    const { answer, send } = form(withHoneypot({ email: "pas-une-adresse" }));
    expect(shown(await answer)).toEqual({ status: 400, errors: { email: [messages.email] } });
    expect(send).not.toHaveBeenCalled();
  });

  it("answers a sender with no message left before its fields are checked, without counting", async () => {
    const limiter = createSendLimiter(1, 600);
    const { context } = visitor();
    expect(await limiter.take({ address: context.clientAddress })).toEqual({ allowed: true });
    const check = vi.spyOn(limiter, "check");
    const message = vi.fn();
    const answer = await submitForm({
      request: post(withHoneypot({ email: "pas-une-adresse" })),
      context,
      schema,
      emailField: "email",
      limiter,
      message,
    });
    const { status, errors } = shown(answer);
    expect(status).toBe(429);
    // Only why: the field the visitor got wrong was not looked at.
    expect(errors).toEqual({ "": [expect.stringMatching(/^Vous avez envoyé plusieurs messages en peu de temps/)] });
    expect(check).toHaveBeenCalledWith({ address: context.clientAddress, email: "pas-une-adresse" });
    expect(message).not.toHaveBeenCalled();
  });

  it("looks at no allowance for a robot, nor for a post that sends nothing", async () => {
    const limiter = createSendLimiter(5, 600);
    const check = vi.spyOn(limiter, "check");
    const robot = await submitForm({
      request: post(withHoneypot({ email: "robot@example.ch", [HONEYPOT_NAME_FIELD]: "robot" })),
      ...visitor(),
      schema,
      emailField: "email",
      limiter,
      message: vi.fn(),
    });
    expect(shown(robot).status).toBe(400);
    const step = await submitForm({
      request: post(withHoneypot({ email: "etape@example.ch" })),
      ...visitor(),
      schema,
      emailField: null,
      limiter,
      message: async () => new Response(null, { status: 302 }),
    });
    expect((step as Response).status).toBe(302);
    expect(check).not.toHaveBeenCalled();
  });

  it("lets a route answer before the fields are checked", async () => {
    const message = vi.fn();
    const answer = await submitForm({
      request: post(withHoneypot({ email: "" })),
      ...visitor(),
      schema,
      emailField: "email",
      early: async () => new Response(null, { status: 303 }),
      message,
    });
    expect((answer as Response).status).toBe(303);
    expect(message).not.toHaveBeenCalled();
  });

  it("keeps the form when the upstream is down, with the route's own addition", async () => {
    const send = vi.fn(async () => {
      throw new UnavailableError("down", "Connexion refusée", "/contact");
    });
    const log = captureLog();
    const answer = await form(withHoneypot({}), {
      send,
      problem: (problem) => ({ ...problem, formErrors: [...problem.formErrors, "Et ceci."] }),
    }).answer;
    log.stop();
    expect(log.records).toMatchObject([{ level: "error", event: "form.failed" }]);
    expect(shown(answer)).toEqual({ status: 503, errors: { "": [messages.sendFailed, "Et ceci."] } });
  });
});
