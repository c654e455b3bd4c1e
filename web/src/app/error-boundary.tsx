/**
 * The error page of §2: error name, message, time and URL with a contact-the-administrator text.
 * Render errors are reported (§8) and a failed chunk load reloads once (lazy-area.ts).
 */
import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from "react";
import { reportError } from "../lib/report.ts";
import { reloadOnceForChunkError } from "../lib/lazy-area.ts";

// The full error page loads when an error happens (issue 5: not part of the first load); until it
// is in, or if it cannot load, the bare name and message say what went wrong.
const ErrorDetails = lazy(() => import("../components/error-details.tsx").then((m) => ({ default: m.ErrorDetails })));

function BareError({ error }: { error: unknown }) {
  return (
    <main role="alert">
      <h1>{error instanceof Error ? error.name : typeof error}</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
    </main>
  );
}

/** The lazy page failing to load must not throw again into the boundary above. */
class DetailsBoundary extends Component<{ error: unknown; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? <BareError error={this.props.error} /> : this.props.children;
  }
}

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
    return (
      <DetailsBoundary error={error}>
        <Suspense fallback={<BareError error={error} />}>
          <ErrorDetails error={error} time={time} url={location.href} />
        </Suspense>
      </DetailsBoundary>
    );
  }
}
