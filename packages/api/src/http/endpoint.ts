/**
 * The fixed front of every endpoint, in the order of docs/api.md §3.4: (2) body size 413 and (3) body
 * parsing 400, (4) authentication 401, (6) endpoint role 403. Routing (1) happened before; the
 * handler continues with (5) rate limit where one applies, (7) wrapper, (8) addressed record,
 * (9) scope, (10) validation, (11) body-dependent permissions, (12) uniqueness. mountRoutes (route.ts)
 * puts it before every declared route's handler, with the route's `auth` and body.
 */
import type { MiddlewareHandler } from "hono";
import { answerFrom, type AnswerCache } from "./answer-cache.ts";
import { authenticate, requireFacilitator, requireStudent } from "./auth.ts";
import type { AppEnv } from "./context.ts";
import { jsonBody, uploadBody } from "./body.ts";

export interface EndpointOptions {
  /** open: anyone (an invalid token is ignored); signed_in: any valid session; facilitator, student: role. */
  auth: "open" | "signed_in" | "facilitator" | "student";
  /**
   * "object": POST/PUT with a JSON object; "optional": POST sign_out; "upload": a multipart/form-data
   * file (POST cla_work_files). GET/DELETE bodies are ignored.
   */
  body?: "object" | "optional" | "upload";
  /** A cached route's answers (docs/decisions/153), served after (6) when the database has not changed. */
  answers?: AnswerCache;
}

/** One middleware running the steps in order; a failing step throws and the rest never run. */
export function endpoint(options: EndpointOptions): MiddlewareHandler<AppEnv> {
  const chain: MiddlewareHandler<AppEnv>[] = [];
  if (options.body === "upload") chain.push(uploadBody);
  else if (options.body) chain.push(jsonBody(options.body));
  chain.push(authenticate(options.auth === "open" ? "optional" : "required"));
  if (options.auth === "facilitator") chain.push(requireFacilitator);
  if (options.auth === "student") chain.push(requireStudent);
  if (options.answers) chain.push(answerFrom(options.answers));
  return async (c, next) => {
    const run = async (index: number): Promise<void> => {
      const step = chain[index];
      if (step === undefined) return next();
      await step(c, () => run(index + 1));
    };
    await run(0);
  };
}
