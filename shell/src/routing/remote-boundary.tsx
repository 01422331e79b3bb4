import { RemoteErrorFallback } from '@portal/ui';
import { Component, type ReactNode } from 'react';

export interface RemoteBoundaryProps {
  module: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a failing module inside its own area: the header, sidebar and other modules keep working. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn(`[portal] ${this.props.module} failed`, error);
  }

  override render() {
    if (this.state.failed) return <RemoteErrorFallback name={this.props.module} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
