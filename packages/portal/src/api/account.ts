import type {
  EditProfileUser,
  ForgotPasswordBody,
  MessageResponse,
  ResetPasswordBody,
  SignInResponse,
  SignInUser,
  SignUpUser,
  User,
  WRAPPERS,
} from "@cla/domain/client";
import { apiRequest } from "./fetcher";

// The wrapper keys of docs/api.md §6.1, checked against the domain's WRAPPERS at compile time only: importing
// the table as a value would bring every kind's names into /login's first chunks (decision 092).
const SIGN_IN_WRAPPER: (typeof WRAPPERS)["signIn"] = "user";
const SIGN_UP_WRAPPER: (typeof WRAPPERS)["signUp"] = "user";
const EDIT_PROFILE_WRAPPER: (typeof WRAPPERS)["editProfile"] = "user";

/**
 * The account calls of docs/api.md §6.1. Requests are typed with the domain's payloads; responses by the
 * domain's types and not re-parsed here (decision 091): the server's own tests hold it to the schemas, and
 * /login must stay small.
 */

/** Thrown when sign_in answers 2xx without a token (docs/product.md §5: 'Authentication failed'). */
export class MissingTokenError extends Error {
  constructor() {
    super("Sign-in response carried no token");
    this.name = "MissingTokenError";
  }
}

export async function signIn(email: string, password: string): Promise<SignInResponse> {
  const response = await apiRequest<Partial<SignInResponse> | null>("/sign_in", {
    method: "POST",
    body: { [SIGN_IN_WRAPPER]: { email, password } satisfies SignInUser },
  });
  if (!response?.token || !response.user) throw new MissingTokenError();
  return response as SignInResponse;
}

/** The sign-up form's payload (docs/product.md §3), wrapped in `user`. */
export function signUp(input: SignUpUser): Promise<MessageResponse> {
  return apiRequest<MessageResponse>("/sign_up", { method: "POST", body: { [SIGN_UP_WRAPPER]: input } });
}

/** The edit-mode payload: the sign-up fields without the passwords and the id (docs/product.md §5). */
export function editProfile(userId: string, input: EditProfileUser): Promise<User> {
  return apiRequest<User>("/edit_profile", {
    method: "PUT",
    query: { id: userId },
    body: { [EDIT_PROFILE_WRAPPER]: input },
  });
}

export function forgotPassword(email: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>("/forgot_password", {
    method: "POST",
    body: { email } satisfies ForgotPasswordBody,
  });
}

export function resetPassword(token: string, password: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>("/reset_password", {
    method: "POST",
    body: { token, password } satisfies ResetPasswordBody,
  });
}

/** How long Sign Out waits for the server before clearing the session anyway. */
export const SIGN_OUT_TIMEOUT_MS = 5000;

/** POST sign_out; callers clear the session whatever happens (docs/api.md §10). */
export function signOutRequest(): Promise<MessageResponse> {
  return apiRequest<MessageResponse>("/sign_out", {
    method: "POST",
    signal: AbortSignal.timeout(SIGN_OUT_TIMEOUT_MS),
  });
}
