import { Component, lazy, Suspense, type ReactNode } from 'react';

// Only needed when something failed, so it stays out of the first load.
const RouteError = lazy(async () => ({ default: (await import('../route-error')).RouteError }));

type Props = { children: ReactNode; resetKey: string };
type State = { failed: boolean; resetKey: string };

/** Shows RouteError when a page fails to load or render; moving to another page clears it. */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={null}>
        <RouteError />
      </Suspense>
    );
  }
}
