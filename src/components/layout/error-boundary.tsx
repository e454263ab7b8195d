import * as React from "react"
import { ErrorScreen } from "../ui/error-screen"

type Labels = { heading: string; homeLink: string }
type Props = { labels?: Labels | null; children: React.ReactNode }
type State = { error: unknown }

// Used only if a page rendered without its data; every page queries errorScreen from data/site.json.
const FALLBACK: Labels = { heading: "Unexpected Application Error!", homeLink: "/" }

// "404 Not Found" for a response-like error, its message for an Error, the value otherwise.
export function describeError(error: unknown): string {
  if (error && typeof error === "object" && "status" in error) {
    const { status, statusText } = error as { status: unknown; statusText?: unknown }
    return [status, statusText].filter(Boolean).join(" ")
  }
  if (error instanceof Error) return error.message
  return String(error)
}

export class ErrorBoundary extends React.Component<Props, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error("Unknown error") }
  }

  componentDidCatch(error: unknown, info: React.ErrorInfo) {
    console.error(error, info.componentStack)
  }

  render() {
    if (!this.state.error) return this.props.children
    const labels = this.props.labels ?? FALLBACK
    return <ErrorScreen heading={labels.heading} homeLink={labels.homeLink} detail={describeError(this.state.error)} />
  }
}
