import { Component, type ReactNode } from 'react';

/**
 * Renders nothing if its part fails (the lazily loaded footer on a dropped connection): the page
 * above it matters more than a second error message. Next navigation tries again.
 */
export class QuietBoundary extends Component<
  { children: ReactNode; resetKey: string },
  { failed: boolean; key: string }
> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
