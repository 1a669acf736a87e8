package deploy

import (
	"errors"
	"fmt"
	"os"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// Owner is the system user (and group) a role's files belong to in a
// deployment with per-role users ("ledgerd init --users").
type Owner struct {
	UID, GID int
}

func (o Owner) String() string { return strconv.Itoa(o.UID) + ":" + strconv.Itoa(o.GID) }

// ErrBadUsers is wrapped by every error about a --users list.
var ErrBadUsers = errors.New("bad --users")

// Modes of a deployment with per-role users. Every process must reach the
// public files through D and roles/, so those are searchable by all; each
// role's own directory and keys, and the ledger's data, are its user's
// alone. Without per-role users every directory is 0700 and every secret
// 0600, all of one user (the one who ran init).
const (
	SharedDirMode = 0o755 // D: tribunal.json, trust.json, nats-server.conf are 0644 in it
	RolesDirMode  = 0o711 // roles/: searchable, not listable
	PrivateDir    = 0o700 // roles/<role>/, data/, designers/
	SecretMode    = 0o600 // every key and seed
)

// ParseUsers reads "ROLE=USER[,ROLE=USER...]", where USER is a user name
// (its uid and primary group) or a numeric UID[:GID] (GID defaults to
// UID). Each role at most once; roles not named keep the files' owner,
// the user that runs init.
func ParseUsers(s string) (map[events.Role]Owner, error) {
	out := map[events.Role]Owner{}
	if s == "" {
		return nil, fmt.Errorf("%w: empty list (want ROLE=USER,...)", ErrBadUsers)
	}
	for _, item := range strings.Split(s, ",") {
		name, who, ok := strings.Cut(item, "=")
		role := events.Role(name)
		switch {
		case !ok || who == "":
			return nil, fmt.Errorf("%w: %q is not ROLE=USER", ErrBadUsers, item)
		case !role.Valid():
			return nil, fmt.Errorf("%w: unknown role %q (roles: %s)", ErrBadUsers, name, roleList())
		}
		if _, dup := out[role]; dup {
			return nil, fmt.Errorf("%w: role %s named twice", ErrBadUsers, role)
		}
		o, err := lookupOwner(who)
		if err != nil {
			return nil, fmt.Errorf("%w: %s=%s: %v", ErrBadUsers, role, who, err)
		}
		out[role] = o
	}
	return out, nil
}

func roleList() string {
	var names []string
	for _, r := range events.Roles {
		names = append(names, string(r))
	}
	return strings.Join(names, ", ")
}

// lookupOwner resolves a user name or UID[:GID].
func lookupOwner(who string) (Owner, error) {
	uidS, gidS, hasGID := strings.Cut(who, ":")
	if uid, err := strconv.Atoi(uidS); err == nil {
		gid := uid
		if hasGID {
			if gid, err = strconv.Atoi(gidS); err != nil {
				return Owner{}, fmt.Errorf("group %q is not a number", gidS)
			}
		}
		if uid < 0 || gid < 0 || uid > 1<<31-2 || gid > 1<<31-2 {
			return Owner{}, errors.New("uid or gid out of range")
		}
		return Owner{UID: uid, GID: gid}, nil
	}
	if hasGID {
		return Owner{}, fmt.Errorf("%q: a user name takes no :GID", who)
	}
	u, err := user.Lookup(who)
	if err != nil {
		return Owner{}, err
	}
	uid, err1 := strconv.Atoi(u.Uid)
	gid, err2 := strconv.Atoi(u.Gid)
	if err1 != nil || err2 != nil {
		return Owner{}, fmt.Errorf("user %s has no numeric uid/gid", who)
	}
	return Owner{UID: uid, GID: gid}, nil
}

// applyOwners gives each named role its directory and keys (and the
// ledger its data directory), and opens D and roles/ for searching, so
// that a role's process needs, and can read, nothing but the public
// files and its own directory. The files are still in the temporary
// directory; the rename keeps owners and modes.
func applyOwners(tmp string, users map[events.Role]Owner) error {
	if len(users) == 0 {
		return nil
	}
	if err := os.Chmod(tmp, SharedDirMode); err != nil {
		return err
	}
	if err := os.Chmod(filepath.Join(tmp, RolesDir), RolesDirMode); err != nil {
		return err
	}
	roles := make([]events.Role, 0, len(users))
	for r := range users {
		roles = append(roles, r)
	}
	slices.Sort(roles)
	for _, role := range roles {
		o := users[role]
		dirs := []string{filepath.Join(tmp, RolesDir, string(role))}
		if role == events.RoleLedger {
			dirs = append(dirs, filepath.Join(tmp, DataDir))
		}
		for _, dir := range dirs {
			err := filepath.WalkDir(dir, func(path string, de os.DirEntry, err error) error {
				if err != nil {
					return err
				}
				if err := os.Lchown(path, o.UID, o.GID); err != nil {
					return fmt.Errorf("giving %s to %s (uid %d): %w", path, role, o.UID, err)
				}
				return nil
			})
			if err != nil {
				return err
			}
		}
	}
	return nil
}
