/**
 * The error page of §2: error name, message, time and URL with a contact-the-administrator text.
 * Render errors are reported (§8) and a failed chunk load reloads once (lazy-area.ts).
 */
import { Component, type ErrorInfo, type ReactNode } from "react";
import { reportError } from "../lib/report.ts";
import { ErrorDetails } from "../components/error-details.tsx";
import { reloadOnceForChunkError } from "../lib/lazy-area.ts";

interface State {
  error: unknown;
  time: Date | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, time: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error, time: new Date() };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (reloadOnceForChunkError(error)) return;
    reportError(error, { where: "render", componentStack: info.componentStack ?? "" });
  }

  override render(): ReactNode {
    const { error, time } = this.state;
    if (error === null || time === null) return this.props.children;
    return <ErrorDetails error={error} time={time} url={location.href} />;
  }
}
