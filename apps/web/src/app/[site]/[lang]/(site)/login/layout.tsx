import type { ReactNode } from "react";
import { FormMessages } from "@/features/i18n/components/form-messages";
import type { LanguageParams } from "@/features/i18n/site-language";

/** Sign-in forms: the account's texts, and the customer boards' for the fields they share (issue 28). */
export default function LoginLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<LanguageParams>;
}) {
  return (
    <FormMessages params={params} namespaces={["accountClient", "customerBoards"]}>
      {children}
    </FormMessages>
  );
}
