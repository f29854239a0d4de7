import type { ReactNode } from "react";
import { FormMessages } from "@/features/i18n/components/form-messages";
import type { LanguageParams } from "@/features/i18n/site-language";

/** My page's forms (account, reviews of visits): the account's and the customer boards' texts (issue 28). */
export default function MyPageLayout({
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
