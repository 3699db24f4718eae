import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLocalePath } from "~/lib/i18n/use-locale";

export type ButtonVariant = "primary" | "secondary" | "light" | "outline-light";

export const buttonClasses: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
  light: "bg-white text-brand-800 hover:bg-brand-50",
  "outline-light": "border border-white/70 text-white hover:bg-white/10",
};

const base = "inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 font-semibold transition-colors";

/**
 * A link styled as a button (navigation is a link, even when it looks like a button). A site path
 * stays in the page's language ("/contact" is "/ml/contact" on a Malayalam page).
 */
export function ButtonLink({
  to,
  variant = "primary",
  children,
}: {
  to: string;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  const localePath = useLocalePath();
  return (
    <Link to={localePath(to)} className={`${base} ${buttonClasses[variant]}`}>
      {children}
    </Link>
  );
}

export function buttonClassName(variant: ButtonVariant = "primary") {
  return `${base} ${buttonClasses[variant]}`;
}
