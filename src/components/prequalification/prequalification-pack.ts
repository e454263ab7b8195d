// The pack as the page's query returns it. Its own module: prequalification-content renders PackActions, which
// takes the pack; kept in either component, the type made the two import each other.
export type Prequalification = NonNullable<Queries.PrequalificationPageQuery["prequalificationJson"]>
