// What other features use of bookings; they import it only from here (or mount its components).
export { bookingFlowStrings } from './bookingFlowStrings'
