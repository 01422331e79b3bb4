import type { DashboardWidget } from '@portal/platform';
import { Col, Row, Skeleton, Card } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useMemo, useState } from 'react';
import { availableModulesAtom, modulesAtom } from '../../mf/modules-atom';
import { loadingOf, loadRemoteWidgets } from '../../mf/remotes';
import { RemoteBoundary } from '../../routing/remote-boundary';

function WidgetSlot({ module, widget }: { module: string; widget: DashboardWidget }) {
  // Fetching the card's chunk is loading the module; a card that throws once shown has crashed.
  const Widget = useMemo(() => lazy(() => loadingOf(module, widget.load)), [module, widget]);
  return (
    <Suspense fallback={<Card><Skeleton active /></Card>}>
      <Widget />
    </Suspense>
  );
}

function ModuleWidgets({ module, area }: { module: string; area: 'admin' | 'partner' }) {
  const [attempt, setAttempt] = useState(0);
  const { data, error, isLoading } = useQuery({
    queryKey: ['widgets', module, attempt],
    queryFn: () => loadRemoteWidgets(module),
    retry: false,
    staleTime: Infinity,
  });
  if (isLoading) return <Col xs={24} lg={12}><Card><Skeleton active /></Card></Col>;
  if (error) {
    return (
      <Col xs={24} lg={12}>
        <Card>
          <RemoteBoundary module={module} onRetry={() => setAttempt((n) => n + 1)}>
            <ThrowError error={error} />
          </RemoteBoundary>
        </Card>
      </Col>
    );
  }
  return (
    <>
      {(data ?? [])
        .filter((widget) => widget.area === area)
        .sort((a, b) => a.order - b.order)
        .map((widget) => (
          <Col xs={24} lg={12} key={`${module}:${widget.id}`}>
            <RemoteBoundary module={module} onRetry={() => setAttempt((n) => n + 1)}>
              <WidgetSlot module={module} widget={widget} />
            </RemoteBoundary>
          </Col>
        ))}
    </>
  );
}

function ThrowError({ error }: { error: unknown }): never {
  throw error;
}

/**
 * Composes the dashboard cards that ready modules expose as `./widgets`: those whose declaration
 * (`widgets` in their `src/pages.json`) has cards for this dashboard, in their declared order.
 */
export function WidgetArea({ area }: { area: 'admin' | 'partner' }) {
  const available = useAtomValue(availableModulesAtom) ?? [];
  const modules = useAtomValue(modulesAtom) ?? {};
  const positionOf = (module: string) => modules[module]?.pages?.widgets?.[area];
  const deployed = available
    .filter((module) => positionOf(module) !== undefined)
    .sort((a, b) => (positionOf(a) ?? 0) - (positionOf(b) ?? 0));
  if (deployed.length === 0) return null;
  return (
    <Row gutter={[16, 16]}>
      {deployed.map((module) => (
        <ModuleWidgets key={module} module={module} area={area} />
      ))}
    </Row>
  );
}
