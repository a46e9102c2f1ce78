// What other features use of the reviews; they import it only from here (or mount its components).
export { reviewsOfYacht, tripRating, yachtRatings } from './reviews'
export { jsonForScript, yachtStructuredData } from './structuredData'
