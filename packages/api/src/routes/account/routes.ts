/** API.md §6.1 Account. */
import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { editProfile, forgotPassword, me, resetPassword, signIn, signOut, signUp } from "./handlers.ts";

export function accountRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });
  routes.post("/sign_in", endpoint({ auth: "open", body: "object" }), signIn);
  routes.post("/sign_up", endpoint({ auth: "open", body: "object" }), signUp);
  routes.post("/sign_out", endpoint({ auth: "signed_in", body: "optional" }), signOut);
  routes.get("/me", endpoint({ auth: "signed_in" }), me);
  routes.put("/edit_profile", endpoint({ auth: "signed_in", body: "object" }), editProfile);
  routes.post("/forgot_password", endpoint({ auth: "open", body: "object" }), forgotPassword);
  routes.post("/reset_password", endpoint({ auth: "open", body: "object" }), resetPassword);
  return routes;
}
