import "@testing-library/jest-dom"
import { moveSystemTime } from "./testing/system-time"

// Set by the time test: the suites run as if at that instant.
if (process.env.TEST_SYSTEM_TIME) moveSystemTime(process.env.TEST_SYSTEM_TIME)
