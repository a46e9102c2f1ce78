// What other features use of the weather; they import it only from here (or mount its components).
export { forecastRows } from './forecast'
