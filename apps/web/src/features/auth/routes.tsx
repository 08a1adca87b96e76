import type { RouteObject } from "react-router";
import { loadAllTexts } from "@/shared/i18n/i18n";

/**
 * /login, loaded as its own chunk: a signed-in visit (most visits, on a phone too) does not download the sign-in
 * form, and the login page's first view does not wait for any of the signed-in app.
 */
export const loginRoute: RouteObject = {
  path: "login",
  lazy: async () => ({ Component: (await import("./components/LoginPage")).LoginPage }),
};

/**
 * The sign-in's second step (/login/two-factor) and the enrolment a company requires (/login/two-factor/enrol),
 * loaded on demand: the login page carries none of their code (the QR library loads with the enrolment only).
 */
export const secondStepRoute: RouteObject = {
  path: "login/two-factor",
  children: [
    {
      index: true,
      lazy: async () => {
        const [{ SecondStepPage }] = await Promise.all([
          import("./components/SecondStepPage"),
          loadAllTexts(),
        ]);
        return { Component: SecondStepPage };
      },
    },
    {
      path: "enrol",
      lazy: async () => {
        const [{ SignInEnrolmentPage }] = await Promise.all([
          import("./components/SignInEnrolmentPage"),
          loadAllTexts(),
        ]);
        return { Component: SignInEnrolmentPage };
      },
    },
  ],
};

/** /set-password?token=: the one-time link a company admin hands a user to choose their password. */
export const setPasswordRoute: RouteObject = {
  path: "set-password",
  lazy: async () => {
    const [{ SetPasswordPage }] = await Promise.all([import("./components/SetPasswordPage"), loadAllTexts()]);
    return { Component: SetPasswordPage };
  },
};
