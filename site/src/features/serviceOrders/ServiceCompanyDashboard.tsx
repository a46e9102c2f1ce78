import { DashboardGate } from '@site/ui/DashboardGate'
import { IslandI18n, type IslandStrings } from '@site/ui/IslandI18n'
import { LoadErrorBoundary } from '@site/ui/LoadErrorBoundary'
import { ServiceOrdersBoard } from './ServiceOrdersBoard'

type Props = IslandStrings & { authPath: string }

/** /service-company/dashboard (spec 2.1, 6): the services a company provides, the open orders for them, and the orders it took. */
export default function ServiceCompanyDashboardIsland(props: Props) {
  return (
    <LoadErrorBoundary>
      <IslandI18n locale={props.locale} strings={props.strings}>
        <DashboardGate requiredRole="service_company" authPath={props.authPath}>
          {() => <ServiceOrdersBoard locale={props.locale} />}
        </DashboardGate>
      </IslandI18n>
    </LoadErrorBoundary>
  )
}
