import type { ReactNode } from "react";
import type { ResolvedLink } from "@/features/site/links";
import { Link } from "@/ui/status/intent-link";

interface SmartLinkProps {
  link: ResolvedLink;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
  lang?: string;
}

/** Internal links route client-side; external ones open in a new tab without handing over window.opener. */
export function SmartLink({ link, className, children, ...rest }: SmartLinkProps) {
  if (link.external) {
    return (
      <a href={link.href} className={className} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={link.href} className={className} {...rest}>
      {children}
    </Link>
  );
}
