// What other features use of subscriptions; they import it only from here (or mount its components).
export { mySubscriptions } from './subscriptionsApi'
