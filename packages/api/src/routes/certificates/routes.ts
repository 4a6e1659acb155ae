/** API.md §6.11 Certificates: the student's certificate and the public lookup by code. */
import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { getCertificate, lookupCertificate } from "./handlers.ts";

export function certificateRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });
  routes.get("/certificate", endpoint({ auth: "signed_in" }), getCertificate);
  routes.get("/certificates/:code", endpoint({ auth: "open" }), lookupCertificate);
  return routes;
}
