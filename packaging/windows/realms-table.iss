; Inno Setup 6 script for Realms Table: RealmsTable-Setup-<version>.exe from the one-folder bundle.
;
;   iscc /DAppVersion=0.1.0 packaging\windows\realms-table.iss      (after packaging/build.sh)
;
; Paths are relative to this file. Per-user install by default (no administrator needed), or for all
; users when the player chooses so. Saved games and settings live in the player's folders
; (%LOCALAPPDATA%\realms-table, the registry for QSettings), never under {app}: an upgrade deletes the old
; program files first and an uninstall deletes the program, and neither touches them.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#define AppName "Realms Table"
#define AppExe "realms-table.exe"
#define Bundle "..\..\dist\realms-table"
; Saved games get their own extension so that double-clicking one opens it in Realms Table.
#define SaveExt ".rtsave"
#define SaveProgId "RealmsTable.SavedGame"

[Setup]
; AppId identifies the program across versions: never change it, or upgrades install side by side.
AppId={{6F0B8C1E-2A7D-4E53-9B61-3C8D5E2F7A94}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppName}
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
ChangesAssociations=yes
; Close a running Realms Table before files are replaced (Restart Manager).
CloseApplications=yes
SetupIconFile=..\..\build\icons\realms-table.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
WizardStyle=modern
Compression=lzma2/max
SolidCompression=yes
OutputDir=..\..\build\packages
OutputBaseFilename=RealmsTable-Setup-{#AppVersion}

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; Upgrade: remove the previous version's program files first, so no stale library or module survives.
Type: filesandordirs; Name: "{app}\_internal"
Type: files; Name: "{app}\realms-table.exe"
Type: files; Name: "{app}\realms-table-cli.exe"

[Files]
Source: "{#Bundle}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; File association for saved games (HKA = HKCU for a per-user install, HKLM for all users).
Root: HKA; Subkey: "Software\Classes\{#SaveExt}\OpenWithProgids"; ValueType: string; ValueName: "{#SaveProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#SaveProgId}"; ValueType: string; ValueName: ""; ValueData: "Realms Table saved game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#SaveProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#SaveProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: "{#SaveExt}"; ValueData: ""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

; No [UninstallDelete]: the uninstaller removes exactly what was installed, and the player's saves and
; settings (outside {app}) stay.
