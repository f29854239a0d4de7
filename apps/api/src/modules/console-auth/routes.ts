import {
  staffMeSchema,
  staffPasswordChangeSchema,
  staffSessionAnswerSchema,
  staffSignInBodySchema,
} from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { staffOf } from "./guard";
import { CONSOLE_TAGS, consoleErrors, slowedDown } from "./schemas";
import type { ConsoleAuthService } from "./service";

const signedOut = z.object({ signedOut: z.literal(true) });

/** Sign-in lives outside the session hook; everything else here needs a live console session. */
export const consoleSignInRoutes: FastifyPluginAsyncZod<{ auth: ConsoleAuthService }> = async (
  app,
  { auth },
) => {
  app.post(
    "/console/auth/sign-in",
    {
      schema: {
        tags: CONSOLE_TAGS,
        summary:
          "Email and password sign-in for console accounts; after repeated failures, 429 with Retry-After " +
          "(a progressive delay per address, and per account for addresses that have been failing)",
        body: staffSignInBodySchema,
        response: { 200: staffSessionAnswerSchema, ...consoleErrors, ...slowedDown },
      },
    },
    async (request) => auth.signIn(request.body.email, request.body.password, request.ip),
  );
};

export const consoleSessionRoutes: FastifyPluginAsyncZod<{ auth: ConsoleAuthService }> = async (
  app,
  { auth },
) => {
  app.get(
    "/console/me",
    {
      schema: {
        tags: CONSOLE_TAGS,
        summary: "The signed-in account and the clinics it may open",
        response: { 200: staffMeSchema, ...consoleErrors },
      },
    },
    async (request) => auth.me(staffOf(request)),
  );

  app.post(
    "/console/auth/sign-out",
    {
      schema: {
        tags: CONSOLE_TAGS,
        summary: "Ends this console session",
        response: { 200: signedOut, ...consoleErrors },
      },
    },
    async (request) => {
      await auth.signOut(request.staffToken ?? "");
      return { signedOut: true as const };
    },
  );

  app.post(
    "/console/auth/rotate",
    {
      schema: {
        tags: CONSOLE_TAGS,
        summary: "Replaces this session's token with a fresh one (the old one stops working)",
        response: { 200: staffSessionAnswerSchema, ...consoleErrors },
      },
    },
    async (request) => auth.rotate(request.staffToken ?? "", staffOf(request)),
  );

  app.put(
    "/console/me/password",
    {
      schema: {
        tags: CONSOLE_TAGS,
        summary:
          "Changes the password; every session of the account ends and a fresh one is returned. Wrong " +
          "current passwords are slowed down like sign-ins (429 with Retry-After)",
        body: staffPasswordChangeSchema,
        response: { 200: staffSessionAnswerSchema, ...consoleErrors, ...slowedDown },
      },
    },
    async (request) =>
      auth.changePassword(
        staffOf(request),
        request.body.currentPassword,
        request.body.newPassword,
        request.ip,
      ),
  );
};
