import * as React from "react"
import {
  Activity, Anchor, Award, BadgeCheck, Briefcase, Building2, Cable, ClipboardCheck, Cog, Compass, Construction,
  Container, Cpu, Crosshair, Cylinder, Droplets, Eye, Factory, FileCheck, Flame, FlaskConical, Fuel, Gauge, Globe,
  GraduationCap, Hammer, Handshake, HardHat, Layers, LifeBuoy, Magnet, Microscope, PaintRoller, Paintbrush, Radar,
  Ruler, ScanLine, Search, Ship, ShieldCheck, Sun, Target, Thermometer, UserPlus, Users, Waves, Wind, Wrench, Zap,
  type LucideIcon,
} from "lucide-react"
import type { IconName } from "../../lib/icon-names"

// Named imports keep unused icons out of the bundle; the Record type makes this list match ICON_NAMES.
const ICONS: Record<IconName, LucideIcon> = {
  Activity, Anchor, Award, BadgeCheck, Briefcase, Building2, Cable, ClipboardCheck, Cog, Compass, Construction,
  Container, Cpu, Crosshair, Cylinder, Droplets, Eye, Factory, FileCheck, Flame, FlaskConical, Fuel, Gauge, Globe,
  GraduationCap, Hammer, Handshake, HardHat, Layers, LifeBuoy, Magnet, Microscope, PaintRoller, Paintbrush, Radar,
  Ruler, ScanLine, Search, Ship, ShieldCheck, Sun, Target, Thermometer, UserPlus, Users, Waves, Wind, Wrench, Zap,
}

// One stroke width for every icon on the site (brand brief).
export const ICON_STROKE = 1.75

type Props = { name: string; className?: string }

export function Icon({ name, className = "h-6 w-6" }: Props) {
  const Component = ICONS[name as IconName] ?? ClipboardCheck
  return <Component aria-hidden="true" focusable="false" className={className} strokeWidth={ICON_STROKE} />
}
