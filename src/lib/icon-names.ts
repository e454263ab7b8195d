// Icons an editor may name in data/. Kept as a plain list so the build can check data without loading React;
// src/components/ui/icon.tsx maps each name to its lucide-react component.
export const ICON_NAMES = [
  "Activity", "Anchor", "Award", "BadgeCheck", "Briefcase", "Building2", "Cable", "ClipboardCheck", "Cog",
  "Compass", "Construction", "Container", "Cpu", "Crosshair", "Cylinder", "Droplets", "Eye", "Factory",
  "FileCheck", "Flame", "FlaskConical", "Fuel", "Gauge", "Globe", "GraduationCap", "Hammer", "Handshake",
  "HardHat", "Layers", "LifeBuoy", "Magnet", "Microscope", "PaintRoller", "Paintbrush", "Radar", "Ruler",
  "ScanLine", "Search", "Ship", "ShieldCheck", "Sun", "Target", "Thermometer", "UserPlus", "Users", "Waves",
  "Wind", "Wrench", "Zap",
] as const

export type IconName = (typeof ICON_NAMES)[number]
