// What other features use of events; they import it only from here (or mount its components).
export { publishedEvents } from './events'
