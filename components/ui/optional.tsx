'use client';

import { Component, type ReactNode } from 'react';

/**
 * An error boundary for parts a page can do without (a lazily fetched leaf whose chunk could not be
 * had even after its retries): it renders nothing instead of taking the page into the root error screen.
 */
export class Optional extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}
