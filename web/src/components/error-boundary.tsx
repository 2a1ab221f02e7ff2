import { Component, type ReactNode } from 'react';
import { forgetFailedChunks } from '@/lib/lazy-chunk';

type Props = {
  children: ReactNode;
  /** What shows instead of the children once they failed; `retry` renders them again. */
  fallback: (retry: () => void) => ReactNode;
  /** A new value (the page's path, say) clears the failure. */
  resetKey?: string | number | boolean;
};
type State = { failed: boolean; resetKey: Props['resetKey'] };

/** Catches a failure to load or render its children, so the rest of the page keeps working. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    if (state.failed) forgetFailedChunks();
    return { failed: false, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  retry = () => {
    forgetFailedChunks();
    this.setState({ failed: false });
  };

  render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
