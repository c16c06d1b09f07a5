import { Component, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the part that failed. */
  fallback: ReactNode;
  /** Told once, when the part fails. */
  onError?: () => void;
  children: ReactNode;
}

/**
 * Around a part loaded with `import()` (the connection dropped, or a deploy replaced the files):
 * its failure shows `fallback` instead of taking the whole page down to the error page. React
 * still reports the error in the console.
 */
export class LoadErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError?.();
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
