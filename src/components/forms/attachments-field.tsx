import * as React from "react"
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_DEFAULTS,
  ATTACHMENT_FIELD,
  attachmentErrorText,
  checkChosenFiles,
  formatSize,
} from "../../lib/attachment-rules"
import { fill } from "../../lib/format"
import type { Attachments } from "./use-request-form"
import { optionalMark } from "./site-fields"
import { BidiText } from "../ui/bidi-text"

type Texts = Queries.QuoteFormLabelsFragment["attachments"]
const limits = ATTACHMENT_DEFAULTS

// The chosen files, kept by the page's script (the file input is emptied after each choice, so files can be
// added from several folders), their problem and the upload's progress.
export function useAttachments(texts: Texts): Attachments & {
  error?: string
  progress: number | null
  add: (list: FileList | null) => void
  remove: (index: number) => void
} {
  const [files, setFiles] = React.useState<File[]>([])
  const [error, setError] = React.useState<string>()
  const [progress, setProgress] = React.useState<number | null>(null)
  const check = (list: readonly File[] = files) => {
    const problems = checkChosenFiles(list, limits)
    return problems.length
      ? problems.map((problem) => attachmentErrorText(problem, texts.errors, limits, texts.over)).join(" ")
      : undefined
  }
  return {
    files,
    error,
    progress,
    check: () => check(),
    setError,
    onProgress: setProgress,
    clear: () => setFiles([]),
    add: (list) => {
      const next = [...files, ...Array.from(list ?? [])]
      setFiles(next)
      setError(check(next))
    },
    remove: (index) => {
      const next = files.filter((_, at) => at !== index)
      setFiles(next)
      setError(check(next))
    },
  }
}

type Props = { texts: Texts; optional: string; state: ReturnType<typeof useAttachments>; hydrated: boolean }

// The attachments: without JavaScript a plain multiple file input the form posts; with it, the chosen files are
// listed (name, size, remove), can be dropped on the field, and the upload shows its progress. Only the input,
// its label and the hint are in the page's HTML: the rest appears after hydration.
export function AttachmentsField({ texts, optional, state, hydrated }: Props) {
  const [over, setOver] = React.useState(false)
  const hint = fill(texts.hint, {
    files: limits.maxFiles,
    size: formatSize(limits.maxFileBytes),
    total: formatSize(limits.maxTotalBytes),
    kinds: ATTACHMENT_ACCEPT,
  })
  const described = ["attachments-hint", state.error ? "attachments-error" : ""].filter(Boolean).join(" ")
  const drop = hydrated
    ? {
        onDragOver: (event: React.DragEvent) => {
          event.preventDefault()
          setOver(true)
        },
        onDragLeave: () => setOver(false),
        onDrop: (event: React.DragEvent) => {
          event.preventDefault()
          setOver(false)
          state.add(event.dataTransfer.files)
        },
      }
    : {}
  return (
    <div className={over ? "min-w-0 sm:col-span-2 ring-2 ring-steel-700" : "min-w-0 sm:col-span-2"} {...drop}>
      <label htmlFor="attachments" className="block text-sm font-semibold text-navy-900">
        {texts.label}
        {optionalMark(optional)}
      </label>
      <input
        id="attachments"
        name={ATTACHMENT_FIELD}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        aria-describedby={described}
        aria-invalid={state.error ? true : undefined}
        className="mt-1.5 block w-full text-sm focus:ring-2 focus:ring-steel-700"
        onChange={(event) => {
          if (!hydrated) return
          state.add(event.target.files)
          // Emptied so that the form's script, not the input, holds the files (and the same file can be re-added).
          event.target.value = ""
        }}
      />
      <p id="attachments-hint" className="mt-1 text-sm text-slate-600">
        <BidiText text={hint} />
        {hydrated && `. ${texts.drop}`}
      </p>
      {hydrated && state.files.length > 0 && (
        <ul className="mt-2 divide-y divide-mist-300 rounded-md border border-mist-300 text-sm" data-attachments>
          {state.files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex flex-wrap items-center justify-between gap-x-3 px-3 py-2">
              <span className="min-w-0 flex-1 break-all">
                {file.name} <span className="text-slate-600">({formatSize(file.size)})</span>
              </span>
              <button
                type="button"
                onClick={() => state.remove(index)}
                className="shrink-0 font-semibold text-steel-700 underline"
              >
                {fill(texts.remove, { name: file.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {state.progress !== null && (
        <label className="mt-2 block text-sm text-navy-900">
          {fill(texts.uploading, { percent: Math.round(state.progress * 100) })}
          <progress className="mt-1 block w-full" max={1} value={state.progress} data-upload-progress />
        </label>
      )}
      {state.error && (
        <p id="attachments-error" className="mt-1.5 text-sm font-medium text-red-700">
          {state.error}
        </p>
      )}
    </div>
  )
}
