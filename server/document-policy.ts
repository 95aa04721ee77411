// The Content-Security-Policy of every answer a browser may show as a document, given in one place:
// as the answer's headers are written (on-headers), whoever wrote them (a refusal of the request
// guard, a limit's 429, Express's own errors, a resource route's error page, a map base's SVG), an
// HTML or SVG answer that carries no policy of its own gets the still documents'
// (app/http/security-headers.ts). The pages' own policy, with their nonce, is left as it is.
import type { RequestHandler } from "express";
import onHeaders from "on-headers";

const POLICY = "Content-Security-Policy";

/** `policyFor`: the policy an answer of a content type goes out with when it has none, or undefined. */
export function documentPolicy(policyFor: (contentType: string | undefined) => string | undefined): RequestHandler {
  return (_req, res, next) => {
    onHeaders(res, () => {
      if (res.hasHeader(POLICY)) return;
      const type = res.getHeader("Content-Type");
      const policy = policyFor(typeof type === "string" ? type : undefined);
      if (policy) res.setHeader(POLICY, policy);
    });
    next();
  };
}
