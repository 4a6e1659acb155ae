/** docs/api.md §6.11 Certificates: the student's certificate and the public lookup by code. */
import {
  certificateNotAvailableResponseSchema,
  certificateQuery,
  certificateResponseSchema,
  publicCertificateResponseSchema,
} from "@cla/domain";
import { areaRoutes, type Route } from "../../http/route.ts";
import { getCertificate, lookupCertificate } from "./handlers.ts";

export const certificateRoutes: Route[] = areaRoutes({ tag: "Certificates", auth: "signed_in" }, [
  {
    op: "GET /certificate",
    summary: "A student's certificate of completion, issued on the first call after completion",
    query: certificateQuery,
    success: { status: 200, schema: certificateResponseSchema, description: "The certificate" },
    errors: {
      403: "student asking for another student (scope)",
      404: "User not found",
      409: "not completed yet: every course of the cohort must have ended (available_on)",
      422: "invalid query",
    },
    errorBodies: { 409: certificateNotAvailableResponseSchema },
    handler: getCertificate,
  },
  {
    op: "GET /certificates/{code}",
    summary: "Verify a certificate by its code (any case, hyphens optional)",
    auth: "open",
    success: { status: 200, schema: publicCertificateResponseSchema, description: "The public certificate" },
    errors: { 404: "Certificate not found (unknown or malformed code)", 429: "too many lookups" },
    handler: lookupCertificate,
  },
]);
