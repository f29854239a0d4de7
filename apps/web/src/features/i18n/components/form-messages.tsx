import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { clientMessages, type FormNamespace } from "../messages";
import { type LanguageParams, siteLanguage } from "../site-language";

interface FormMessagesLayoutProps {
  params: Promise<LanguageParams>;
  children: ReactNode;
}

/**
 * The layout of a route whose client leaves use forms' namespaces (the account's, the customer boards', the 1:1
 * inquiry's): the browser's catalogue with those namespaces, sent only there; the site's root layout sends every
 * page the rest (issue 28, decision 0050). A nested provider replaces its parent's messages, so it sends the common
 * namespaces again. A route's `layout.tsx` is `export default formMessagesLayout([...])`.
 */
export function formMessagesLayout(namespaces: readonly FormNamespace[]) {
  return async function FormMessagesLayout({ params, children }: FormMessagesLayoutProps) {
    const language = await siteLanguage(params);
    return (
      <NextIntlClientProvider locale={language} messages={clientMessages(language, namespaces)}>
        {children}
      </NextIntlClientProvider>
    );
  };
}
