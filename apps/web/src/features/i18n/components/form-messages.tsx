import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { clientMessages, type FormNamespace } from "../messages";
import { type LanguageParams, siteLanguage } from "../site-language";

interface FormMessagesProps {
  params: Promise<LanguageParams>;
  namespaces: readonly FormNamespace[];
  children: ReactNode;
}

/**
 * The browser's catalogue with the forms' namespaces a route's client leaves use (the account's, the customer
 * boards', the 1:1 inquiry's), for the layouts of those routes only: the site's root layout sends every page the rest (issue 28). A
 * nested provider replaces its parent's messages, so it sends the common namespaces again.
 */
export async function FormMessages({ params, namespaces, children }: FormMessagesProps) {
  const language = await siteLanguage(params);
  return (
    <NextIntlClientProvider locale={language} messages={clientMessages(language, namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
