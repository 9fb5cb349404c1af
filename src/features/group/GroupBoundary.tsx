import { Component, type ReactNode, Suspense } from 'react';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { ApiError } from '../../lib/api/transport';

interface Props {
  skeleton: ReactNode;
  children: ReactNode;
}

/** A group page's states: its skeleton while loading, the error widget (not found for a 404) on failure. */
export function GroupBoundary({ skeleton, children }: Props) {
  return (
    <Catch>
      <Suspense fallback={skeleton}>{children}</Suspense>
    </Catch>
  );
}

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof ApiError && error.status === 404) return <ErrorWidget variant="notFound" />;
    return <ErrorWidget variant="error" status={error instanceof ApiError ? error.status : undefined} onRefresh={() => window.location.reload()} />;
  }
}
