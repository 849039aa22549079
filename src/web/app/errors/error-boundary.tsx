import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError } from '@/web/lib/chunk-error';
import { checkForConfigError } from '@/web/lib/config-error';
import { canRetry, createErrorId, retryDelay } from '@/web/lib/retry-delay';
import { ChunkErrorScreen } from './chunk-error-screen';
import { ErrorScreen } from './error-screen';

interface Props {
  children: ReactNode;
  /** When it changes (e.g. the route), the boundary starts afresh. */
  resetKey?: string;
  inline?: boolean;
}

interface State {
  error: Error | null;
  errorId: string | null;
  retries: number;
  nextRetryAt: number | null;
  now: number;
}

/**
 * Catches render errors, shows the generic error screen and retries on its own after
 * 1 s × 2^n (max 10 s), at most 3 times; then the button reads 'Máximo de reintentos alcanzado'.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, errorId: null, retries: 0, nextRetryAt: null, now: Date.now() };
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private tickTimer: ReturnType<typeof setInterval> | undefined;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)), errorId: createErrorId() };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('[websy] screen failed', this.state.errorId, error, info.componentStack);
    if (checkForConfigError(error) || isChunkLoadError(error)) return;
    this.schedule();
  }

  override componentDidUpdate(prev: Props): void {
    if (prev.resetKey !== this.props.resetKey && this.state.error) {
      this.clearTimers();
      this.setState({ error: null, errorId: null, retries: 0, nextRetryAt: null });
    }
  }

  override componentWillUnmount(): void {
    this.clearTimers();
  }

  private schedule(): void {
    this.clearTimers();
    if (!canRetry(this.state.retries)) return;
    const delay = retryDelay(this.state.retries);
    this.setState({ nextRetryAt: Date.now() + delay, now: Date.now() });
    this.retryTimer = setTimeout(this.retry, delay);
    this.tickTimer = setInterval(() => this.setState({ now: Date.now() }), 250);
  }

  private clearTimers(): void {
    clearTimeout(this.retryTimer);
    clearInterval(this.tickTimer);
  }

  private retry = (): void => {
    this.clearTimers();
    if (!canRetry(this.state.retries)) return;
    this.setState((state) => ({ error: null, retries: state.retries + 1, nextRetryAt: null }));
  };

  override render(): ReactNode {
    const { error, errorId, retries, nextRetryAt, now } = this.state;
    if (!error) return this.props.children;
    if (isChunkLoadError(error)) return <ChunkErrorScreen />;
    const seconds = nextRetryAt ? Math.max(0, Math.ceil((nextRetryAt - now) / 1000)) : null;
    return (
      <ErrorScreen
        errorId={errorId ?? createErrorId()}
        retries={retries}
        nextRetryInSeconds={seconds}
        onRetry={this.retry}
        inline={this.props.inline}
        message={error.message}
      />
    );
  }
}
