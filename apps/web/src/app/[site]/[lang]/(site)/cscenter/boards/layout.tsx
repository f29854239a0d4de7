import type { ReactNode } from "react";
import { FormMessages } from "@/features/i18n/components/form-messages";
import type { LanguageParams } from "@/features/i18n/site-language";

/** The customer boards' lists, posts and forms: their texts (issue 28). */
export default function CustomerBoardsLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<LanguageParams>;
}) {
  return (
    <FormMessages params={params} namespaces={["customerBoards"]}>
      {children}
    </FormMessages>
  );
}
