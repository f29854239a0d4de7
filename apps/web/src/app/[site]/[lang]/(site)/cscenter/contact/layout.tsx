import type { ReactNode } from "react";
import { FormMessages } from "@/features/i18n/components/form-messages";
import type { LanguageParams } from "@/features/i18n/site-language";

/** The 1:1 inquiry form: its texts (issue 28). */
export default function ContactLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<LanguageParams>;
}) {
  return (
    <FormMessages params={params} namespaces={["cscenterClient"]}>
      {children}
    </FormMessages>
  );
}
