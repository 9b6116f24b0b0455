/** The row filters' operators (a module of its own: the route's search validation needs only this list). */
export const FILTER_OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is_null', 'not_null'] as const
export type FilterOperator = (typeof FILTER_OPERATORS)[number]
