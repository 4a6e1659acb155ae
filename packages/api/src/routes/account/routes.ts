/** docs/api.md §6.1 Account. */
import { z } from "zod";
import {
  editProfileQuery,
  editProfileUser,
  forgotPasswordBody,
  messageResponseSchema,
  resetPasswordBody,
  signInResponseSchema,
  signInUser,
  signUpUser,
  userSchema,
  wrapBody,
  WRAPPERS,
} from "@cla/domain";
import { areaRoutes, type Route } from "../../http/route.ts";
import { editProfile, forgotPassword, me, resetPassword, signIn, signOut, signUp } from "./handlers.ts";

export const accountRoutes: Route[] = areaRoutes({ tag: "Account", auth: "open" }, [
  {
    op: "POST /sign_in",
    summary: "Sign in",
    body: wrapBody(WRAPPERS.signIn, signInUser),
    success: { status: 200, schema: signInResponseSchema, description: "Token and user" },
    errors: {
      400: 'missing "user" object',
      401: "Invalid email or password.",
      422: "email or password missing",
      429: "too many failed attempts",
    },
    handler: signIn,
  },
  {
    op: "POST /sign_up",
    summary: "Create a student account (into a cohort sign-up offers: upcoming, or opened by an admin)",
    body: wrapBody(WRAPPERS.signUp, signUpUser),
    success: { status: 201, schema: messageResponseSchema, description: "User created successfully" },
    errors: {
      400: 'missing "user" object',
      403: "This role cannot be chosen at sign-up.",
      409: "An account with this email already exists.",
      422: "invalid fields",
      429: "too many accounts from this address",
    },
    handler: signUp,
  },
  {
    op: "POST /sign_out",
    summary: "Revoke the presented token",
    auth: "signed_in",
    body: z.object({}),
    bodyKind: "optional",
    success: { status: 200, schema: messageResponseSchema, description: "Signed out successfully" },
    handler: signOut,
  },
  {
    op: "GET /me",
    summary: "The signed-in user",
    auth: "signed_in",
    success: { status: 200, schema: userSchema, description: "User" },
    handler: me,
  },
  {
    op: "PUT /edit_profile",
    summary: "Edit one's own profile (partial)",
    auth: "signed_in",
    query: editProfileQuery,
    body: wrapBody(WRAPPERS.editProfile, editProfileUser),
    success: { status: 200, schema: userSchema, description: "The updated user" },
    errors: {
      400: 'missing "user" object',
      403: "another user's profile, a role change, or a student's cohort change",
      404: "User not found",
      409: "An account with this email already exists.",
      422: "invalid fields",
    },
    handler: editProfile,
  },
  {
    op: "POST /forgot_password",
    summary: "Request a password reset mail",
    body: forgotPasswordBody,
    success: {
      status: 200,
      schema: messageResponseSchema,
      description: "The same answer whether or not the account exists",
    },
    errors: { 422: "invalid email", 429: "too many requests" },
    handler: forgotPassword,
  },
  {
    op: "POST /reset_password",
    summary: "Set a new password with a reset token",
    body: resetPasswordBody,
    success: {
      status: 200,
      schema: messageResponseSchema,
      description: "Password has been reset successfully.",
    },
    errors: { 400: "This reset link is invalid or has expired.", 422: "invalid password" },
    handler: resetPassword,
  },
]);
